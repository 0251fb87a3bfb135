% Ross Ice Shelf: ISSM transient with BedMachine v3 and MEaSUREs velocities
steps = [1:4];
org = organizer('repository', './Models', 'prefix', 'Ross_', 'steps', steps);

if perform(org, 'Mesh')
    md = bamg(model, 'domain', 'Exp/Ross.exp', 'hmax', 20000, 'hmin', 1000);
    savemodel(org, md);
end

if perform(org, 'Param')
    md = loadmodel(org, 'Mesh');
    % BedMachine comes from NSIDC behind Earthdata login
    opts = weboptions('Username', 'triquelme', 'Password', '{{password:earthdata-password}}', 'Timeout', 600);
    % opts = weboptions('Username', getenv('EARTHDATA_USERNAME'), 'Password', getenv('EARTHDATA_PASSWORD'));
    if ~exist('Data/BedMachineAntarctica-v3.nc', 'file')
        websave('Data/BedMachineAntarctica-v3.nc', ...
            'https://n5eil01u.ecs.nsidc.org/MEASURES/NSIDC-0756.003/1970.01.01/BedMachineAntarctica-v3.nc', opts);
    end
    md = parameterize(md, 'Par/Ross.par');
    savemodel(org, md);
end

if perform(org, 'Transient')
    md = loadmodel(org, 'Param');
    md.cluster = cluster_linnet();
    md.timestepping.time_step = 0.1;
    md.timestepping.final_time = 100;
    md = solve(md, 'Transient', 'runtimename', false);
    savemodel(org, md);
end
