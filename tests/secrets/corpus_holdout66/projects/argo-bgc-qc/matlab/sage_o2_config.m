% SAGE-O2 configuration for the Hawfinch floats
cfg.float_dir   = '/projects/argo-bgc-qc/raw';
cfg.woa_dir     = '/projects/argo-bgc-qc/WOA18';
cfg.ncep_dir    = '/projects/argo-bgc-qc/NCEP';
cfg.wmo         = {'2903396', '2902754'};

% DMQC share at Ifremer (Nextcloud), for the corrected files
opts = weboptions('Username', 'epapadaki', ...
                  'Password', '{{password:ifremer-dmqc-password}}', ...
                  'Timeout', 120);
url = 'https://dmqc-share.ifremer.fr/remote.php/dav/files/epapadaki/BGC/';
% websave(fullfile(cfg.float_dir,'2903396_Sprof_DM.nc'), [url '2903396_Sprof_DM.nc'], opts);
