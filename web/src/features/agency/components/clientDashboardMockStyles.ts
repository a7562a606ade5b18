import type { CSSProperties } from 'react';
import type { BrandingLook } from '../helpers/brandingLook';

type Mode = 'light' | 'dark';

/** Inline styles of the preview's client dashboard (its shadow root has no Mantine CSS). */
export const mockStyles = {
  page: (mode: Mode): CSSProperties => ({
    background: mode === 'dark' ? '#1a1b1e' : '#f8f9fa',
    color: mode === 'dark' ? '#f1f3f5' : '#1a1b1e',
    borderRadius: 8,
    overflow: 'hidden',
    border: '1px solid #dee2e6',
    fontSize: 14,
  }),
  header: { display: 'flex', alignItems: 'center', gap: 10, padding: '10px 14px' } as CSSProperties,
  logo: {
    width: 28,
    height: 28,
    borderRadius: 6,
    objectFit: 'cover',
    display: 'inline-block',
  } as CSSProperties,
  nav: { display: 'flex', flexWrap: 'wrap', gap: 6, padding: '8px 14px' } as CSSProperties,
  navItem: { padding: '4px 10px', borderRadius: 6 } as CSSProperties,
  main: { display: 'grid', gap: 10, padding: '8px 14px 14px' } as CSSProperties,
  card: (look: BrandingLook, mode: Mode): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: 12,
    padding: 12,
    borderRadius: 8,
    background:
      look.variant === 'faded'
        ? (look.palette[0] ?? '#f1f3f5')
        : mode === 'dark'
          ? '#25262b'
          : '#ffffff',
    color: look.variant === 'faded' ? '#1a1b1e' : undefined,
    border:
      look.variant === 'bordered'
        ? `2px solid ${look.palette[3] ?? look.primary}`
        : '1px solid transparent',
    boxShadow: look.variant === 'default' ? '0 1px 4px rgba(0,0,0,.15)' : 'none',
  }),
  button: {
    marginLeft: 'auto',
    border: 0,
    borderRadius: 6,
    padding: '6px 12px',
    color: '#fff',
    font: 'inherit',
    fontWeight: 500,
  } as CSSProperties,
  palette: { display: 'flex', gap: 4 } as CSSProperties,
  swatch: { width: 22, height: 14, borderRadius: 3, display: 'inline-block' } as CSSProperties,
  footer: (mode: Mode): CSSProperties => ({
    display: 'flex',
    flexWrap: 'wrap',
    gap: 12,
    padding: '10px 14px',
    fontSize: 12,
    borderTop: '1px solid #dee2e6',
    color: mode === 'dark' ? '#ced4da' : '#495057',
  }),
  link: (mode: Mode): CSSProperties => ({ color: mode === 'dark' ? '#a5d8ff' : '#1c5fb8' }),
};
