// STAR-CCM+ macro: run to convergence and export force coefficients
package macro;

import star.common.*;
import star.base.report.*;

public class run extends StarMacro {
  public void execute() {
    Simulation sim = getActiveSimulation();
    sim.getSimulationIterator().run();
    sim.saveState(sim.getSessionDir() + "/wing_v4_done.sim");
    // report UUID from the template: 0c5e7a9b-1d3f-4a6c-8e2b-7f9d1a3c5e8b
  }
}
