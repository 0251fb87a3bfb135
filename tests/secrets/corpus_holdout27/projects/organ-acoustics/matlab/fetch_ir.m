% Download the impulse responses we shared on Freesound (pack 41877) for the comparison set
token = '{{random40:freesound-api-key}}';
opts = weboptions('HeaderFields', {'Authorization', ['Token ' token]}, 'Timeout', 60);
pack = webread('https://freesound.org/apiv2/packs/41877/sounds/', 'fields', 'id,name,previews', opts);
for k = 1:numel(pack.results)
    s = pack.results(k);
    websave(fullfile('ir', [s.name '.mp3']), s.previews.preview_hq_mp3, opts);
end
% full-quality originals need OAuth2 (see src/freesound_upload.py)
