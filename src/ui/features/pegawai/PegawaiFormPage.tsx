import { useEffect, useState } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import { PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { Loading } from '../../components/Loading.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { useApi } from '../../lib/use-api.ts'
import { AksesAplikasi } from './AksesAplikasi.tsx'
import { PegawaiFields } from './PegawaiFields.tsx'
import { bodyOf, inputFrom, newInput, type PegawaiInput, problemOf } from './pegawai-form-state.ts'

const failed = (e: unknown) =>
  showMessage({ title: 'Gagal', message: e instanceof ApiFailure ? e.message : String(e), tone: 'error' })

/** /pegawai/baru and /pegawai/{idp} (SPEC.md §2 Employee form). */
export default function PegawaiFormPage() {
  const params = useParams<{ idp?: string }>()
  const idp = params.idp && params.idp !== 'baru' ? Number(params.idp) : null
  const [, navigate] = useLocation()
  const [input, setInput] = useState<PegawaiInput | null>(idp === null ? newInput() : null)
  const [kantor, setKantor] = useState<{ kode: string; cabang: string }[]>([])
  const [nipTaken, setNipTaken] = useState(false)
  const [storedPhoto, setStoredPhoto] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const offices = useApi('GET api/kantor')

  useEffect(() => {
    if (idp === null) return
    let live = true
    void (async () => {
      try {
        const answer = await api('GET api/datapegawai/{idp}', { params: { idp } })
        if (!live) return
        if (answer.exist === 'non' || !answer.detail) {
          await showMessage({ title: 'Perhatian', message: PEGAWAI_MESSAGES.notFound, tone: 'warning' })
          navigate('/pegawai', { replace: true })
          return
        }
        setKantor(answer.unitpendidikan)
        setStoredPhoto(answer.detail.image1)
        setInput(inputFrom(answer.detail))
      } catch (e) {
        await failed(e)
      }
    })()
    return () => {
      live = false
    }
  }, [idp, navigate])

  /** The NIP is checked as soon as it changes (SPEC.md §5). */
  async function checkNip(nip: string) {
    const nilai = nip.trim()
    if (!nilai) return setNipTaken(false)
    try {
      const answer = await api('GET api/datapegawai/cek/data', {
        query: { tipedata: 'nip', nilai, idp: idp ?? '' },
      })
      setNipTaken(answer.cek === 'ada')
    } catch {
      setNipTaken(false)
    }
  }

  async function save() {
    if (!input) return
    const problem = problemOf(input, idp === null) ?? (nipTaken ? PEGAWAI_MESSAGES.nipTaken : null)
    if (problem) {
      await showMessage({ title: 'Perhatian', message: problem, tone: 'warning' })
      return
    }
    setBusy(true)
    try {
      if (idp === null) {
        const answer = await api('POST api/datapegawai', {
          body: { ...bodyOf(input), pass: input.pass, status_aktif: input.status_aktif },
        })
        toast.success(answer.pesan)
        navigate(`/pegawai/${answer.idp}`, { replace: true })
      } else {
        const answer = await api('PUT api/datapegawai', { body: { ...bodyOf(input), idp, pass: '' } })
        toast.success(answer.pesan)
      }
    } catch (e) {
      await failed(e)
    } finally {
      setBusy(false)
    }
  }

  if (!input) return <Loading label="Memuat data pegawai..." />
  return (
    <section>
      <div className="page-header">
        <h1>{idp === null ? 'Tambah Pegawai' : 'Ubah Pegawai'}</h1>
        <Link href="/pegawai">Kembali ke daftar</Link>
      </div>
      <PegawaiFields
        input={input}
        onChange={(change) => setInput((prev) => (prev ? { ...prev, ...change } : prev))}
        kantor={idp === null ? (offices.data?.datae ?? []) : kantor}
        isNew={idp === null}
        nipTaken={nipTaken}
        onNipChange={(nip) => void checkNip(nip)}
        storedPhoto={storedPhoto}
      />
      <div className="form-actions">
        <Button loading={busy} onClick={() => void save()}>
          Simpan
        </Button>
      </div>
      {idp !== null && (
        <AksesAplikasi
          idp={idp}
          nip={input.nip}
          nama={input.nama}
          wa={input.wa}
          statusAktif={input.status_aktif}
        />
      )}
    </section>
  )
}
