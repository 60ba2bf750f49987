// The two baselines of `npm run bench`: a bare node:http server writing the bytes, and a plain Express
// app whose routes return the same JSON with res.json (its defaults: ETag on, JSON body parser on POST).
import { createServer } from 'node:http';
import express from 'express';

const walletJson = process.env.WALLET_JSON;
const transferJson = process.env.TRANSFER_JSON;
const wallet = JSON.parse(walletJson);
const transfer = JSON.parse(transferJson);

createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  const bytes = req.method === 'POST' ? transferJson : walletJson;
  const send = () => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(bytes),
    });
    res.end(bytes);
  };
  if (req.method === 'POST') {
    req.resume();
    req.on('end', send);
  } else send();
}).listen(Number(process.env.BARE_PORT), '127.0.0.1');

const app = express();
app.get('/health', (_req, res) => res.send('ok'));
app.get('/api/wallet', (_req, res) => res.json(wallet));
app.post('/api/wallet/transfer', express.json(), (_req, res) => res.json(transfer));
app.listen(Number(process.env.EXPRESS_PORT), '127.0.0.1');
