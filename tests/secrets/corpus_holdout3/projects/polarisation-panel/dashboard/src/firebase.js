// Firebase web config for the participant login page. These values identify the project to
// Firebase and are meant to ship to the browser; access is enforced by the security rules.
import { initializeApp } from "firebase/app";

const firebaseConfig = {
  apiKey: "AIzaSyDk3F9pQ2mL7xT4vN8bR1cW6zH0jY5sE3g",
  authDomain: "polarisation-panel.firebaseapp.com",
  projectId: "polarisation-panel",
  storageBucket: "polarisation-panel.appspot.com",
  messagingSenderId: "412987650321",
  appId: "1:412987650321:web:8c3d1e2f4a5b6c7d9e0f1a",
};

export const app = initializeApp(firebaseConfig);
