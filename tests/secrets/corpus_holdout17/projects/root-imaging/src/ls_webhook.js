// Label Studio webhook receiver: when a task is annotated, copy the mask to the Azure container.
import express from 'express';
import { BlobServiceClient } from '@azure/storage-blob';

const conn = 'DefaultEndpointsProtocol=https;AccountName=guillemotroots;AccountKey={{azure_key:azure-storage-key}};EndpointSuffix=core.windows.net';
const blobs = BlobServiceClient.fromConnectionString(conn);
const app = express();
app.use(express.json());
app.post('/ls-hook', async (req, res) => {
  const c = blobs.getContainerClient('masks');
  await c.uploadBlockBlob(`${req.body.task.id}.json`, JSON.stringify(req.body.annotation), 0);
  res.sendStatus(204);
});
app.listen(8088);
