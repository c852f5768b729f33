// Run before each test file (setupFiles). The files of a worker share one module graph (isolate: false),
// so the contract's process-wide settings that an app sets as it is built are set back to what a new
// process starts with: no file depends on what an earlier one built.
import { acceptSampleDemosOf, DEFAULT_HOST_POLICY, setHostPolicy } from '@showroom/contract';

setHostPolicy(DEFAULT_HOST_POLICY);
acceptSampleDemosOf(null);
