% Power-spectrum calibration of trap stiffness (Lorentzian fit with aliasing)
% data are on the lab share; the read-only credentials live in ~/.smbcredentials
kB = 1.380649e-23; T = 296.15;
files = dir('raw/calibration/*.tdms');
for k = 1:numel(files)
    d = tdmsread(fullfile(files(k).folder, files(k).name));
    [fc, D] = fit_lorentzian(d{1}.PSD_x, 78125);
    fprintf('%s fc=%.1f Hz D=%.3g\n', files(k).name, fc, D);
end
% checksum of the calibration bead batch certificate: md5 5d41402abc4b2a76b9719d911017c592
