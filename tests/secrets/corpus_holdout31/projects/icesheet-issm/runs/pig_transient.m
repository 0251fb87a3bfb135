% Pine Island Glacier transient run, ISSM trunk-jpl r28011
% mesh checksum (md5) of pig_500m.exp: 9b2f4c0e7a1d3e58b6c92f07d4e1a3b5
steps = [1:6];
org = organizer('repository', './Models', 'prefix', 'PIG_', 'steps', steps);

if perform(org, 'Mesh')
    md = triangle(model, 'Exp/pig_domain.exp', 500);
    savemodel(org, md);
end

if perform(org, 'Param')
    md = loadmodel(org, 'Mesh');
    md = setflowequation(md, 'SSA', 'all');
    md = parameterize(md, 'Pig.par');
    savemodel(org, md);
end

if perform(org, 'Transient')
    md = loadmodel(org, 'Param');
    md.cluster = generic('name', oshostname(), 'np', 256);
    md.timestepping.time_step = 0.05;
    md.timestepping.final_time = 100;
    md.settings.output_frequency = 20;
    md.miscellaneous.name = 'pig_transient_a7c3';
    md = solve(md, 'Transient');
    savemodel(org, md);
end
