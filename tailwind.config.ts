import type { Config } from 'tailwindcss';

// The theme's colours: deep navy for the brand, teal as the accent. Every text/background pair
// used in the app is at least 4.5:1 (see src/web/styles.css).
export default {
  content: ['./src/web/index.html', './src/web/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: ['ui-sans-serif', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif', '"Apple Color Emoji"', '"Segoe UI Emoji"'],
      },
      colors: {
        brand: {
          50: '#eef3f9',
          100: '#dbe5f1',
          200: '#b7cbe3',
          300: '#8aa9cf',
          400: '#5b82b5',
          500: '#3b6399',
          600: '#2b4d7d',
          700: '#1f3b63',
          800: '#172d4d',
          900: '#0f1f37',
          950: '#09142a',
        },
        accent: {
          50: '#effcf9',
          100: '#c9f5ec',
          200: '#94eadb',
          300: '#5dd6c5',
          400: '#2fbcab',
          500: '#159f90',
          600: '#0e8075',
          700: '#0f665f',
          800: '#11524d',
          900: '#124440',
        },
        ink: '#0f172a',
        'ink-muted': '#475569',
        surface: '#ffffff',
        'surface-muted': '#f1f5f9',
        line: '#cbd5e1',
        danger: '#b91c1c',
      },
      // A notice slides up into place (src/web/components/ui/notice.tsx; only without reduced motion).
      keyframes: {
        'notice-in': { from: { opacity: '0', transform: 'translateY(0.5rem)' }, to: { opacity: '1', transform: 'none' } },
      },
      animation: { 'notice-in': 'notice-in 160ms ease-out' },
    },
  },
  plugins: [],
} satisfies Config;
