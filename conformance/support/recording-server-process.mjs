// A tiny HTTP server for the scale tests, run in its own process (a sync
// call blocks its thread, so the server must live elsewhere). It records
// every request (method, target, headers, arrival time) and answers each
// with the next scripted answer, else 200 with a JSON list of one frame. An
// answer with `stream: { chunkBytes, chunks }` writes that many chunks of
// zeros as the client reads them, and records in the request's log entry how
// many bytes went out (`sent`) before the client stopped reading or left.
// Control: POST /__script (a JSON list of answers), GET /__log, POST /__reset.
import http from 'node:http';

const FRAME = JSON.stringify([{ Id: 1, Episode: 'S01E01', Timestamp: 1000 }]);
let log = [];
let script = [];

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    if (request.url === '/__log') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(log));
      return;
    }
    if (request.url === '/__reset') {
      log = [];
      script = [];
      response.writeHead(204).end();
      return;
    }
    if (request.url === '/__script') {
      script.push(...JSON.parse(body));
      response.writeHead(204).end();
      return;
    }
    const entry = { method: request.method, url: request.url, headers: request.headers, time: performance.timeOrigin + performance.now() };
    log.push(entry);
    const answer = script.shift() ?? { status: 200, headers: { 'content-type': 'application/json' }, body: FRAME };
    response.writeHead(answer.status, answer.headers ?? {});
    if (answer.stream) {
      stream(response, entry, answer.stream);
      return;
    }
    response.end(answer.body ?? '');
  });
});

// Writes chunk after chunk only while the client takes them (backpressure),
// so `sent` says how much the client let through.
function stream(response, entry, { chunkBytes, chunks }) {
  const chunk = Buffer.alloc(chunkBytes);
  entry.sent = 0;
  let written = 0;
  const next = () => {
    while (written < chunks && !response.destroyed) {
      written += 1;
      entry.sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', next);
        return;
      }
    }
    if (!response.destroyed) response.end();
  };
  response.on('close', () => {
    entry.closed = true;
  });
  next();
}

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}/\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
