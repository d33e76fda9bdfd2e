// Moved to the UI kit (components/PrintHeader.tsx) so every screen can print with the same header;
// the reports keep importing it from here until they are next edited.
export { PrintHeader, periodText } from '../../components/PrintHeader.tsx'
