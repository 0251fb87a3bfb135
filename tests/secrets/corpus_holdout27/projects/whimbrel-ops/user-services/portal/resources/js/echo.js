import Echo from 'laravel-echo';
import Pusher from 'pusher-js';

window.Pusher = Pusher;
// the app key is public (it identifies the app to the browser); the secret stays on the server
window.Echo = new Echo({
  broadcaster: 'pusher',
  key: '7f3a9c1e5b2d8f0a4c6e',
  cluster: 'eu',
  forceTLS: true,
});
