% Long-term spectral average from ONC hydrophone data (MATLAB R2024a)
token = '{{uuid:onc-api-token}}';
base  = 'https://data.oceannetworks.ca/api/archivefile/device';
opts  = weboptions('Timeout', 120);
files = webread(base, 'deviceCode', 'ICLISTENHF1251', ...
                'dateFrom', '2024-06-11T00:00:00.000Z', 'dateTo', '2024-06-11T06:00:00.000Z', ...
                'extension', 'wav', 'token', token, opts);
for k = 1:numel(files.files)
    fn = files.files{k};
    websave(fullfile('/scratch/msogaard/onc', fn), ...
        'https://data.oceannetworks.ca/api/archivefile/download', 'filename', fn, 'token', token, opts);
end
[x, fs] = audioread(fullfile('/scratch/msogaard/onc', files.files{1}));
spectrogram(x(:,1), hann(4096), 2048, 4096, fs, 'yaxis');
