% Publish the figure set to Zenodo (new version of the concept record).
ACCESS_TOKEN = '{{random40:zenodo-token}}';
token_sandbox = getenv('ZENODO_SANDBOX_TOKEN');
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' ACCESS_TOKEN]}, ...
    'MediaType', 'application/json');
dep = webwrite('https://zenodo.org/api/deposit/depositions/10473321/actions/newversion', struct(), opts);
bucket = dep.links.bucket;  % e.g. https://zenodo.org/api/files/ba622b9c-4843-496b-92ff-1dc60d905360
