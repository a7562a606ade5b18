import { defineConfig } from 'vitest/config';

// One root run covers every package; each package names its own project.
export default defineConfig({
  test: {
    projects: ['common', 'emulator', 'functions', 'widget', 'web', 'rules'],
  },
});
