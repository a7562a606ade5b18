import type { Server } from 'node:http';

/**
 * Requests Node cannot even read (headers or an address over its 16 KB
 * limit, broken HTTP) get a JSON error like every other answer instead of
 * an empty one, and never reach a handler.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, connection) => {
    if (!connection.writable) return void connection.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const body = JSON.stringify({
      error: tooLarge
        ? {
            code: 'headers-too-large',
            message: 'The address or headers are too long: send the data in the body.',
          }
        : { code: 'bad-request', message: 'The request is not valid HTTP.' },
    });
    connection.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
