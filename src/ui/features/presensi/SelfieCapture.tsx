import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { MAX_PICTURE_BYTES } from '../../../domain/jpeg.ts'
import { Button } from '../../components/Button.tsx'
import { shrinkPicture } from '../../components/photo-file.ts'
import { CAMERA_MESSAGES, type CameraProblem, openFrontCamera, stopCamera } from './camera.ts'

const TOO_BIG = 'Foto terlalu besar meskipun sudah diperkecil. Ambil foto lagi.'
const UNREADABLE = 'Berkas itu bukan gambar yang dapat dibaca. Ambil foto lagi.'

/**
 * The selfie: the front camera's preview with 'Ambil foto', or the phone's own camera app through
 * a file input (always offered: some browsers refuse getUserMedia in an installed app). The picture
 * is shrunk here (600 px JPEG, SPEC.md §9) and handed up as a data URL; null after 'Ulangi'.
 */
export function SelfieCapture({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [problem, setProblem] = useState<CameraProblem | null>(null)
  const [photo, setPhoto] = useState<string | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  /** The preview shows a frame: only then is there something to capture. */
  const [live, setLive] = useState(false)

  // The camera is open only while no photo is taken: the light goes off as soon as it is not needed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: 'Coba buka kamera lagi' (attempt) opens it again
  useEffect(() => {
    if (photo) return
    let opened: MediaStream | null = null
    let cancelled = false
    setProblem(null)
    openFrontCamera().then(
      (camera) => {
        if (cancelled) return stopCamera(camera)
        opened = camera
        setStream(camera)
      },
      (reason: CameraProblem) => !cancelled && setProblem(reason),
    )
    return () => {
      cancelled = true
      stopCamera(opened)
      setStream(null)
    }
  }, [photo, attempt])

  useEffect(() => {
    const video = videoRef.current
    setLive(false)
    if (!video || !stream) return
    video.srcObject = stream
    video.play().catch(() => {}) // muted: allowed to play; a refusal leaves 'Ambil foto' disabled
  }, [stream])

  async function accept(source: ImageBitmapSource) {
    setNote(null)
    try {
      const shrunk = await shrinkPicture(source, MAX_PICTURE_BYTES)
      if (!shrunk) return setNote(TOO_BIG)
      setPhoto(shrunk)
      onChange(shrunk)
    } catch {
      setNote(UNREADABLE)
    }
  }

  function fromFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = '' // the same file can be chosen again after 'Ulangi'
    if (file) void accept(file)
  }

  function retake() {
    setPhoto(null)
    onChange(null)
  }

  return (
    <section className="presensi-card" aria-labelledby="selfie-title">
      <h2 id="selfie-title">Foto selfie</h2>
      {photo ? (
        <img className="selfie-preview" src={photo} alt="Foto selfie yang akan dikirim" />
      ) : stream ? (
        <video
          ref={videoRef}
          className="selfie-preview selfie-video"
          autoPlay
          playsInline
          muted
          aria-label="Pratinjau kamera depan"
          onLoadedData={() => setLive(true)}
        />
      ) : problem ? (
        <p className="presensi-problem" role="alert" data-testid="kamera-masalah">
          {CAMERA_MESSAGES[problem]}
        </p>
      ) : (
        <p className="muted">Membuka kamera…</p>
      )}
      {note && (
        <p className="presensi-problem" role="alert">
          {note}
        </p>
      )}
      <div className="presensi-actions">
        {photo ? (
          <Button variant="secondary" onClick={retake}>
            Ulangi foto
          </Button>
        ) : (
          <>
            {stream && (
              <Button disabled={!live} onClick={() => videoRef.current && void accept(videoRef.current)}>
                Ambil foto
              </Button>
            )}
            {problem && problem !== 'tidak-didukung' && (
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                Coba buka kamera lagi
              </Button>
            )}
            <label className="btn btn-secondary presensi-file">
              Ambil foto dengan kamera ponsel
              <input
                type="file"
                accept="image/*"
                capture="user"
                className="sr-only"
                onChange={fromFile}
                data-testid="selfie-berkas"
              />
            </label>
          </>
        )}
      </div>
    </section>
  )
}
