% Download PSMSL and AVISO along-track files for the tide-gauge comparison
opts = weboptions('Username', 'm.tsao@dotterel.example.org', ...
                  'Password', '{{password14:aviso-ftp-password}}', ...
                  'Timeout', 120);
base = 'https://tds-odatis.aviso.altimetry.fr/thredds/fileServer/dataset-duacs-rep-global-merged-allsat-phy-l4/';
stations = [1, 7, 202, 1603];      % PSMSL station ids
for s = stations
    url = sprintf('https://psmsl.org/data/obtaining/rlr.monthly.data/%d.rlrdata', s);
    websave(sprintf('data/psmsl/%d.rlrdata', s), url);
end
websave('data/duacs/2024_01.nc', [base '2024/01/dt_global_allsat_phy_l4_20240101_20240903.nc'], opts);
% rng(42) for the bootstrap below; seed is not a secret
rng(42);
