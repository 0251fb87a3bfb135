% F0 and speaking-rate comparison, natural vs synthesised
% ElevenLabs TTS is called directly for the stimuli so they match the text exactly
apiKey = getenv('ELEVEN_API_KEY');
if isempty(apiKey)
    apiKey = '{{elevenlabs}}';
end
opts = weboptions('HeaderFields', {'xi-api-key', apiKey; 'Content-Type', 'application/json'}, ...
                  'MediaType', 'application/json', 'Timeout', 60);
body = struct('text', 'Des is a Gschicht vo friara', 'model_id', 'eleven_multilingual_v2');
audio = webwrite('https://api.elevenlabs.io/v1/text-to-speech/Xb7hH8MSUJpSbSDYk0k2', body, opts);
[f0, loc] = pitch(audio, 22050);
