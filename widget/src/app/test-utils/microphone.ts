import { vi } from 'vitest';

/**
 * Stand-ins for the browser's media APIs, which jsdom lacks: a microphone
 * stream, a MediaRecorder that hands over one compressed chunk, and an
 * AudioContext that decodes it to 0.1 s of 48 kHz stereo.
 */
export function installMicrophone(options: { denied?: boolean } = {}) {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => {
    if (options.denied) throw new DOMException('Permission denied', 'NotAllowedError');
    return { getTracks: () => [track] };
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  class FakeRecorder {
    state = 'inactive';
    mimeType = 'audio/webm';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(32)]) });
      this.onstop?.();
    }
  }
  class FakeAudioContext {
    async decodeAudioData() {
      const left = new Float32Array(4800).fill(0.5);
      const right = new Float32Array(4800).fill(0);
      return {
        numberOfChannels: 2,
        sampleRate: 48_000,
        getChannelData: (index: number) => (index === 0 ? left : right),
      };
    }
    async close() {}
  }
  // jsdom's Blob has no arrayBuffer(); browsers do.
  if (!Blob.prototype.arrayBuffer) {
    Blob.prototype.arrayBuffer = function (this: Blob) {
      return new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(this);
      });
    };
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { getUserMedia, track };
}
