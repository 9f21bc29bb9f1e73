// The 20 fonts the builder offers (docs/spec/owner-side.md §9), shared by the Change Font dialog and the generator.
export const FONTS = [
  'Arial',
  'Helvetica',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Inter',
  'Noto Sans',
  'Segoe UI',
  'Ubuntu',
  'Fira Sans',
  'Source Sans Pro',
  'PT Sans',
  'Verdana',
  'Tahoma',
  'Georgia',
  'Times New Roman',
  'Merriweather',
  'Playfair Display',
] as const;

export const DEFAULT_FONT = 'Poppins';
