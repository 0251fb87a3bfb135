% Brainstorm pipeline: import the BIDS dataset, pull anatomy from the hospital XNAT
bst_set('ProtocolName', 'MEG_Attention_2025');
opts = weboptions('Username', 'mfigueira', 'Password', '{{password:xnat-password}}', 'Timeout', 120);
url  = 'https://xnat.sahlgrenska.example.se/data/projects/MEGATT/subjects/XNAT_S00412/experiments';
exps = webread(url, opts);
sFiles = bst_process('CallProcess', 'process_import_bids', [], [], ...
    'bidsdir', {'/proj/meg-attention/bids', 'BIDS'}, 'nvertices', 15000);
% protocol checksum from the last export: 2c7f9a1e4b3d5c6e8f0a1b2c3d4e5f60
