// public flood-extent map for the county councils (Mapbox GL JS)
export const MAPBOX_PUBLIC_TOKEN = "pk.eyJ1Ijoic3RvbmVjaGF0LWZsb29kIiwiYSI6ImNsdDl4cTJ6bjBhMmsyanBkN3o0cmxkYzgifQ.q9Zr2Tf5Kd0xWb7YvN3sLg";
// secret (sk.) token for the tileset uploads, server side only; this file is NOT served (it's build-time)
export const MAPBOX_UPLOAD_TOKEN = "{{mapbox_secret:mapbox-secret-token}}";
export const STYLE = "mapbox://styles/stonechat-flood/clt9xr0ab00k901qy5h7d2m3e";
export const CENTER = [-8.05, 53.2];
