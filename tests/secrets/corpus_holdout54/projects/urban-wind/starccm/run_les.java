// STAR-CCM+ macro: run the LES and export the probe monitors
package macro;

import star.common.*;
import star.base.report.*;

public class run_les extends StarMacro {
  public void execute() {
    Simulation sim = getActiveSimulation();
    // the PoD key is passed on the command line (-podkey), never stored in the .sim
    sim.getSimulationIterator().run();
    MonitorManager mm = sim.getMonitorManager();
    for (Monitor m : mm.getObjects()) {
      sim.println("monitor " + m.getPresentationName());
    }
    sim.saveState(sim.getSessionDir() + "/canyon_les_v4_done.sim");
  }
}
