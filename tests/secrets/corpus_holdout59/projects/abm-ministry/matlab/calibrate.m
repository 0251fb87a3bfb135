% Calibrate the SEIR skeleton to 2019 measles notifications (ABC-SMC)
opts = weboptions('HeaderFields', {'Ocp-Apim-Subscription-Key', '{{hex32:statsnz-api-key}}'}, ...
    'ContentType', 'text', 'Timeout', 60);
raw = webread('https://api.data.stats.govt.nz/rest/data/STATSNZ,POPES_SUB_006,1.0/all', opts);
pop = readtable('data/pop_2019.csv');
notif = readtable('data/notifications_2019.csv');
prior = struct('beta', [0.5 3.0], 'gamma', [1/14 1/7]);
rng(20190601);
post = abc_smc(@seir_sim, prior, notif.cases, 'nParticles', 2000);
save('out/posterior_2019.mat', 'post');
