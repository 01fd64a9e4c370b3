import { badInputSuite } from "./bad-input/suite";

badInputSuite(4, 4);
