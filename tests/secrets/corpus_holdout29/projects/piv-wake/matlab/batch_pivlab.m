% Batch PIV of the cylinder-wake runs with PIVlab's command-line functions
% Lukas Brandt, Godwit wind tunnel, Re = 3900
addpath(genpath('/apps/pivlab/3.08'));
runs = dir('/projects/piv-wake/raw/run_04*');
s = PIVlab_settings_default();   % interrogation 64-32-16, 50% overlap
s{4,2} = 64; s{5,2} = 32;
p = PIVlab_preproc_default();
for k = 1:numel(runs)
    [x, y, u, v] = piv_analysis(fullfile(runs(k).folder, runs(k).name), '*.tif', 1, 2, p, s, 1);
    save(fullfile('/projects/piv-wake/vec', [runs(k).name '.mat']), 'x', 'y', 'u', 'v');
end
% results pushed to the tunnel dashboard
opts = weboptions('HeaderFields', {'Authorization', ['Token ' getenv('INFLUX_TOKEN')]});
