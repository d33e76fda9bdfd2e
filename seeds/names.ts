/** Word lists for realistic Indonesian (mostly Javanese, Muslim-majority) personal data. */

/** Comma-separated text → list (keeps the lists compact; the formatter would put one word per line). */
const list = (text: string): readonly string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)

export const MALE_FIRST =
  list(`Ahmad, Muhammad, Budi, Agus, Andi, Arif, Bambang, Dedi, Dimas, Eko, Fajar, Fauzan,
  Hadi, Hendra, Ilham, Imam, Joko, Kurniawan, Lukman, Rizky, Nur, Rahmat, Rudi, Slamet, Taufik, Teguh, Wahyu,
  Yusuf, Zainal, Hasan, Iqbal, Gilang, Bayu, Aditya, Ridwan, Syaiful, Anwar, Sigit, Heru, Irfan, Galih, Danang,
  Yoga, Rizal, Firman, Abdul`)

export const FEMALE_FIRST = list(`Siti, Dewi, Sri, Rina, Ani, Fitri, Nurul, Putri, Ratna, Ayu, Endang, Indah,
  Lestari, Maya, Novi, Aisyah, Fatimah, Khadijah, Zahra, Nabila, Laila, Umi, Yuni, Wulan, Diah, Eka, Sari, Retno,
  Tri, Anisa, Rahma, Hana, Intan, Dian, Kartika, Mega, Ika, Lina, Nina, Tuti, Winarti, Yulia, Febri, Erna, Ulfa,
  Salma`)

export const MALE_LAST =
  list(`Santoso, Prasetyo, Wibowo, Saputra, Hidayat, Setiawan, Nugroho, Kurniawan, Pratama,
  Gunawan, Susanto, Firmansyah, Hakim, Ramadhan, Syahputra, Maulana, Hartono, Sutrisno, Purnomo, Wijaya, Haryanto,
  Suryadi, Rahman, Fauzi, Hidayatullah, Arifin, Kusuma, Utomo, Nurhadi, Siswanto, Mulyono, Budiman, Hermawan,
  Sulistyo, Subagyo, Mahendra`)

export const FEMALE_LAST =
  list(`Lestari, Wulandari, Rahmawati, Kurniasih, Handayani, Safitri, Puspitasari, Hidayah,
  Maharani, Susanti, Anggraini, Permatasari, Nurhaliza, Rahayu, Wahyuni, Setyaningsih, Pratiwi, Yuliana,
  Kusumawati, Utami, Fitriani, Mulyani, Astuti, Suryani, Hartati, Zulaikha, Khasanah, Ningsih, Sulistyowati,
  Damayanti, Oktaviani, Purwanti, Novitasari`)

export const MIDDLE = list('Nur, Dwi, Tri, Adi, Eka, Putra, Indra, Sari, Ayu, Dian')

export const CITIES = list(`Yogyakarta, Sleman, Bantul, Kulon Progo, Gunungkidul, Klaten, Magelang, Surakarta,
  Semarang, Purworejo, Wonosobo, Temanggung, Boyolali, Kebumen, Cilacap, Banyumas, Pati, Jakarta, Bandung,
  Surabaya, Madiun, Pacitan`)

export const KECAMATAN = list('Ngaglik, Depok, Mlati, Gamping, Godean, Kalasan, Ngemplak, Sleman, Turi').map(
  (kecamatan) => `Kec. ${kecamatan}, Sleman`,
)

export const STREETS = list(`Jl. Kaliurang Km 9, Jl. Palagan Tentara Pelajar, Jl. Damai, Jl. Kabupaten,
  Jl. Godean Km 5, Jl. Wates Km 4, Jl. Parangtritis Km 6, Jl. Imogiri Timur, Perum Griya Asri Blok C,
  Perum Sidoarum Blok D, Jl. Monjali, Jl. Affandi, Jl. Solo Km 10`)

/** Indonesian mobile prefixes after +62 8 (Telkomsel, Indosat, XL, Tri, Smartfren). */
export const WA_PREFIX = list('11, 12, 13, 21, 22, 52, 53, 56, 57, 58, 77, 78, 81, 95, 96')

export const EMAIL_DOMAINS = list('gmail.com, gmail.com, gmail.com, yahoo.co.id, alhikmah.sch.id')
