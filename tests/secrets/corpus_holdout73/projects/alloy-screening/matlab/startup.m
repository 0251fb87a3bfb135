% startup.m - run by MATLAB at launch on the shared alloy workstation
addpath(genpath('/projects/alloy-screening/matlab'))
if isempty(getenv('CITRINE_API_KEY'))
    setenv('CITRINE_API_KEY', '{{alnum32:citrine-api-key}}');
end
setenv('MP_API_KEY', getenv('MP_API_KEY'));   % inherited from the login shell
format long g
