import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/lib/**',
      '**/*.generated.*',
      '.local/**',
      '**/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // UI packages: Firebase only behind the data module, zustand only behind the store module.
  {
    files: ['web/src/**/*.{ts,tsx}', 'widget/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/data/**',
      'widget/src/data/**',
      'web/src/store/**',
      'widget/src/app/store/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*'], message: 'Use the data module (src/data).' },
            { group: ['zustand', 'zustand/*'], message: 'Use the store module.' },
          ],
        },
      ],
    },
  },
  // Functions log through firebase-functions' logger: structured entries in Cloud Logging.
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/testing/**', 'functions/src/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
);
