import { badInputSuite } from "./bad-input/suite";

badInputSuite(2, 2);
