import { badInputSuite } from "./bad-input/suite";

badInputSuite(3, 4);
