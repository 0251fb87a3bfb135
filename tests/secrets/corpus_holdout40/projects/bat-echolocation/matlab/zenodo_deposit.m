% Upload the annotated call library to Zenodo (record 14822931, new version)
token = '{{alnum60:zenodo-token}}';
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' token]}, ...
                  'MediaType', 'application/json', 'Timeout', 120);
dep = webwrite('https://zenodo.org/api/deposit/depositions/14822931/actions/newversion', struct(), opts);
disp(dep.links.latest_draft)
% md5 of calls_v3.zip: 7c5f6fd92053dbfd6aac43d2801b64ad
