// Firebase web config: these identify the project to the browser and are public by design;
// access is limited by the security rules in firebase/firestore.rules.
const firebaseConfig = {
  apiKey: "AIzaSyB3x9Kq2mVnT7wLr0pYc4eHd8sJf6gUa1Z",
  authDomain: "attention-blink-gannet.firebaseapp.com",
  projectId: "attention-blink-gannet",
  storageBucket: "attention-blink-gannet.appspot.com",
  messagingSenderId: "418203377165",
  appId: "1:418203377165:web:7c2f9a41d0e8b3c6f5a12e"
};
firebase.initializeApp(firebaseConfig);
