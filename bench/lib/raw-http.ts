// A minimal HTTP/1.1 keep-alive client over one socket, for load generators: node:http's agent, parser and
// request objects cost the generator more CPU per call than the server spends answering it, and on a 2-core
// machine the generator shares the cores with the server and the database. One request at a time per
// connection; responses are read whole (Content-Length or chunked) and handed back with their status.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

const CRLF2 = Buffer.from('\r\n\r\n');

export class RawHttpConnection {
  private socket: net.Socket | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve(r: RawResponse): void; reject(e: Error): void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly localAddress?: string,
  ) {}

  private connect(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, localAddress: this.localAddress });
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.parse();
    });
    const fail = (err: Error) => {
      // A socket this connection already let go of (closed after `Connection: close`) has nothing pending.
      if (this.socket !== socket) return;
      this.socket = null;
      this.buffered = Buffer.alloc(0);
      const p = this.pending;
      this.pending = null;
      p?.reject(err);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed before the response was complete')));
    this.socket = socket;
    return socket;
  }

  request(
    method: string,
    path: string,
    body?: string,
    contentType = 'application/json',
  ): Promise<RawResponse> {
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    const socket = this.socket ?? this.connect();
    const head =
      `${method} ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n` +
      (body === undefined
        ? '\r\n'
        : `Content-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(head);
    });
  }

  /** Reads one whole response from the buffer, if it has arrived. */
  private parse() {
    const end = this.buffered.indexOf(CRLF2);
    if (end < 0) return;
    const lines = this.buffered.toString('latin1', 0, end).split('\r\n');
    const status = Number(lines[0].split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let body: Buffer;
    let consumed: number;
    const start = end + 4;
    if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const lineEnd = this.buffered.indexOf('\r\n', at);
        if (lineEnd < 0) return;
        const size = Number.parseInt(this.buffered.toString('latin1', at, lineEnd), 16);
        if (this.buffered.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          // No trailers are expected: the terminating chunk is followed by one empty line.
          consumed = lineEnd + 4;
          break;
        }
        parts.push(this.buffered.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (this.buffered.length < start + length) return;
      body = this.buffered.subarray(start, start + length);
      consumed = start + length;
    }
    const text = body.toString('utf8');
    this.buffered = this.buffered.length === consumed ? Buffer.alloc(0) : this.buffered.subarray(consumed);
    if (headers.connection?.toLowerCase() === 'close') this.close();
    const p = this.pending;
    this.pending = null;
    p?.resolve({ status, headers, text });
  }

  close() {
    const socket = this.socket;
    this.socket = null;
    socket?.destroy();
  }
}
