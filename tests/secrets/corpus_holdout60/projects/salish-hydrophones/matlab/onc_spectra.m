% Spectral probability density for the Barkley Canyon hydrophone, ONC MATLAB client
addpath(genpath('~/matlab/api-matlab-client'));
o = Onc('{{uuid:onc-api-token}}', 'production', true, 'timeout', 120);
params = struct('locationCode', 'BACAX', 'deviceCategoryCode', 'HYDROPHONE', ...
                'dataProductCode', 'HSD', 'extension', 'png', ...
                'dateFrom', '2025-08-01T00:00:00.000Z', 'dateTo', '2025-08-02T00:00:00.000Z');
result = o.orderDataProduct(params, 100, true, false);
disp(result.downloadResults(1).file)
% device id 23515 (icListen HF 1251), request id 15774309
