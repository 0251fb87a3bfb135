% Segment cortical bone and pull specimen metadata from the museum's collection API
opts = weboptions('Username', 'tmarangoni', 'Password', '{{password:museum-collections-password}}', ...
                  'Timeout', 60);
meta = webread('https://collections.nhm-partner.example.org/api/specimens/PV-R-1977', opts);
V = tiffreadVolume('recon/R1977_0.8um.tif');
T = graythresh(V);
bone = imbinarize(V, T);
bone = bwareaopen(bone, 5000);
fprintf('%s: bone fraction %.3f\n', meta.catalogNumber, nnz(bone) / numel(bone));
