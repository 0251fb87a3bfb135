% Upload the PIG ensemble outputs to the group's Zenodo deposition.
% Deposition 10987342 (concept DOI 10.5281/zenodo.10987341)
zenodo_token = '{{alnum60:zenodo-token}}';
base = 'https://zenodo.org/api/deposit/depositions/10987342';
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' zenodo_token]}, ...
                  'MediaType', 'application/json', 'Timeout', 120);
dep = webread(base, opts);
bucket = dep.links.bucket;
files = dir('Models/PIG_Transient*.mat');
for k = 1:numel(files)
    url = [bucket '/' files(k).name];
    data = fileread(fullfile(files(k).folder, files(k).name));
    webwrite(url, data, weboptions('RequestMethod', 'put', 'HeaderFields', ...
        {'Authorization', ['Bearer ' zenodo_token]}, 'MediaType', 'application/octet-stream'));
end
