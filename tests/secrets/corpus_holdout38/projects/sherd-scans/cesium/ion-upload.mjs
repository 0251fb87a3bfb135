// Upload a textured sherd mesh to Cesium ion as a 3D Tiles asset (REST API v1).
// Token scopes: assets:list, assets:read, assets:write. Not the viewer's token.
import { readFile } from "node:fs/promises";

const ION_TOKEN = "{{cesium_ion_token}}";
const ION_API = "https://api.cesium.com/v1/assets";

const res = await fetch(ION_API, {
  method: "POST",
  headers: { Authorization: `Bearer ${ION_TOKEN}`, "Content-Type": "application/json" },
  body: JSON.stringify({
    name: "KNO-1187 rim sherd",
    type: "3DTILES",
    options: { sourceType: "3D_MODEL", textureFormat: "KTX2" },
  }),
});
const { uploadLocation, onComplete } = await res.json();
console.log(uploadLocation.bucket, uploadLocation.prefix, onComplete.url);
const body = await readFile(process.argv[2]);
console.log(`read ${body.length} bytes`);
