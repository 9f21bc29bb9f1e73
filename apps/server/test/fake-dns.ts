// A small authoritative DNS server over UDP for tests: answers A and TXT queries from a table (RFC 1035 wire format).
import dgram from 'node:dgram';
import type net from 'node:net';

export interface DnsRecords {
  A?: string[];
  TXT?: string[];
}

/** Other types (AAAA…) of a known name get an empty NOERROR answer. */
const TYPES = { A: 1, TXT: 16 } as const;

export interface FakeDns {
  /** `127.0.0.1:port`, for dns.Resolver#setServers. */
  server: string;
  /** Records by lower-case name; a name missing here answers NXDOMAIN. */
  records: Map<string, DnsRecords>;
  /** Names asked for, in order (with their query type). */
  queries: string[];
  close(): Promise<void>;
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let p = offset;
  for (;;) {
    const len = msg[p] ?? 0;
    if (len === 0) return { name: labels.join('.'), end: p + 1 };
    labels.push(msg.subarray(p + 1, p + 1 + len).toString('latin1'));
    p += 1 + len;
  }
}

function rdataFor(type: number, value: string): Buffer {
  if (type === TYPES.A) return Buffer.from(value.split('.').map(Number));
  // TXT: one or more <length><bytes> strings of at most 255 bytes.
  const bytes = Buffer.from(value, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const piece = bytes.subarray(i, i + 255);
    parts.push(Buffer.from([piece.length]), piece);
  }
  return Buffer.concat(parts);
}

export async function startFakeDns(records: Record<string, DnsRecords> = {}, port = 0): Promise<FakeDns> {
  const table = new Map(Object.entries(records).map(([k, v]) => [k.toLowerCase(), v]));
  const queries: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, peer) => {
    if (msg.length < 12) return;
    const id = msg.readUInt16BE(0);
    const flags = msg.readUInt16BE(2);
    const { name, end } = readName(msg, 12);
    const qtype = msg.readUInt16BE(end);
    const question = msg.subarray(12, end + 4);
    const lower = name.toLowerCase();
    queries.push(`${lower} ${qtype}`);
    const entry = table.get(lower);
    const key = (Object.keys(TYPES) as (keyof typeof TYPES)[]).find((k) => TYPES[k] === qtype);
    const values = entry && key ? (entry[key] ?? []) : [];
    const answers = values.map((v) => {
      const rdata = rdataFor(qtype, v);
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0); // pointer to the question's name
      rr.writeUInt16BE(qtype, 2);
      rr.writeUInt16BE(1, 4); // class IN
      rr.writeUInt32BE(30, 6); // TTL
      rr.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([rr, rdata]);
    });
    const header = Buffer.alloc(12);
    header.writeUInt16BE(id, 0);
    // QR, AA, RD copied, RA; RCODE 3 (NXDOMAIN) for unknown names.
    header.writeUInt16BE(0x8400 | (flags & 0x0100) | 0x0080 | (entry ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, question, ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  const bound = (socket.address() as net.AddressInfo).port;
  return {
    server: `127.0.0.1:${bound}`,
    records: table,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
