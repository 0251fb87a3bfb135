// Browser-side live captioning demo for the clinic (served from the VM only, not public)
const sdk = require("microsoft-cognitiveservices-speech-sdk");

const speechConfig = sdk.SpeechConfig.fromSubscription("{{hex32:azure-speech-key}}", "northeurope");
speechConfig.speechRecognitionLanguage = "en-IE";
const audioConfig = sdk.AudioConfig.fromDefaultMicrophoneInput();
const recognizer = new sdk.SpeechRecognizer(speechConfig, audioConfig);

recognizer.recognizing = (_s, e) => console.log(`partial: ${e.result.text}`);
recognizer.startContinuousRecognitionAsync();
