import { configure } from '@testing-library/dom';

// The unit stage shares the machine with the journeys and the API stages in npm test. A wait ends as
// soon as its condition holds, so a longer bound costs a passing test nothing; it only keeps a busy
// machine from failing one that would have passed a moment later (1 s was seen to be too short).
configure({ asyncUtilTimeout: 5_000 });
