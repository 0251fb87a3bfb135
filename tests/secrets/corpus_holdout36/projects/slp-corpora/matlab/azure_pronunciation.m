% azure_pronunciation.m - pronunciation assessment scores for the /r/ word list
key = '{{hex32:azure-speech-key}}';
region = 'northeurope';
url = sprintf('https://%s.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1?language=en-IE', region);
params = struct('ReferenceText', 'rabbit', 'GradingSystem', 'HundredMark', 'Granularity', 'Phoneme');
hdr = {'Ocp-Apim-Subscription-Key', key; ...
       'Pronunciation-Assessment', matlab.net.base64encode(unicode2native(jsonencode(params), 'UTF-8')); ...
       'Content-Type', 'audio/wav; codecs=audio/pcm; samplerate=16000'};
opts = weboptions('HeaderFields', hdr, 'MediaType', 'audio/wav', 'Timeout', 30);
[y, fs] = audioread('../audio/rword/P017_rabbit.wav');
res = webwrite(url, y, opts);
disp(res.NBest(1).PronunciationAssessment)
