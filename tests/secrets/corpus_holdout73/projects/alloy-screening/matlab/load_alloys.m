% load_alloys.m - pull elastic data for the HEA candidates from the Materials Project
mpKey = getenv('MP_API_KEY');
if isempty(mpKey)
    % fallback for the shared workstation; TODO move to prefdir
    mpKey = '{{whinchat_mp_api_key}}';
end
opts = weboptions('HeaderFields', {'X-API-KEY', mpKey}, 'Timeout', 60);
url = 'https://api.materialsproject.org/materials/elasticity/?formula=CoCrFeMnNi&_fields=material_id,bulk_modulus';
r = webread(url, opts);
disp(r.data)
% reference structure checksum (sha1): 7c4a8d09ca3762af61e59520943dc26494f8941b
