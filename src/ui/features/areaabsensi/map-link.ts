/** Opens the point on OpenStreetMap with a marker (no API key, works without an account). */
export const mapLink = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`
