% fetch_amsr2.m  AMSR2 L3 sea-ice concentration from JAXA G-Portal
% G-Portal SFTP account (ftp.gportal.jaxa.jp, port 2051)
user = 'alynge';
pass = '{{password:jaxa-gportal-password}}';
remote = '/standard/GCOM-W/GCOM-W.AMSR2/L3.SIC10_10/4/2026/03';
s = sftp('ftp.gportal.jaxa.jp:2051', user, 'Password', pass);
cd(s, remote);
files = dir(s, 'GW1AM2_202603*_01D_EQMN_L3SGSICLC3300300.h5');
for k = 1:numel(files)
    mget(s, files(k).name, fullfile(getenv('SCRATCH'), 'amsr2'));
end
close(s);
% checksum of the land mask used below: md5 2c7e9b1a4d0f3e6c8b5a7d9f1e3c5b7a
