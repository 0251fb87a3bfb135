// Sketchfab Viewer API embed; uids are public model identifiers
const iframe = document.getElementById('api-frame');
const uid = '9b1d5e7c3a2f4086bd1e0c9a7f3b5d24';
const client = new Sketchfab('1.12.1', iframe);
client.init(uid, {
  success: (api) => { api.start(); api.addEventListener('viewerready', () => console.log('ready')); },
  error: () => console.error('Sketchfab viewer error'),
  autostart: 1,
  ui_theme: 'dark',
});
