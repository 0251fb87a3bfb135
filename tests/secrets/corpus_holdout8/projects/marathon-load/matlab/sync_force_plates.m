% Pull countermovement-jump trials from the lab's force-plate share (WebDAV) for each athlete
% and align them with the Garmin daily load.
opts = weboptions('Username', 'mrossi', 'Password', '{{password:force-plate-share-password}}', ...
                  'Timeout', 60);
base = 'https://dav.sportlab.gannet.example.edu/cmj/';
athletes = {'P01','P02','P05','P07'};
for k = 1:numel(athletes)
    trials = webread([base athletes{k} '/index.json'], opts);
    save(fullfile('data','cmj',[athletes{k} '.mat']), 'trials');
end
% the Garmin side uses the OAuth tokens in config/apps.toml, never this password
