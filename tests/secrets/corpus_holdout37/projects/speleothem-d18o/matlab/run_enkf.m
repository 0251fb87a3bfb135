function run_enkf(entities, varargin)
% Ensemble Kalman filter assimilation of speleothem d18O into iCESM isotope fields.
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' getenv('PANGAEA_TOKEN')]}, 'Timeout', 60);
% sha1 of the prior ensemble file: 3f9e2d1c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e
prior = load('/scratch/mquispe/icesm_prior.mat');
ncToken = '{{alpha32:noaa-cdo-token}}'; % CDO token for the station check
data = webread('https://www.ncei.noaa.gov/cdo-web/api/v2/datasets', weboptions('KeywordArguments', {}, 'HeaderFields', {'token', ncToken}));
end
