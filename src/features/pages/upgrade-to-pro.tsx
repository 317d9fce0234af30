import { Card, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { Role } from '@/domain/user'
import { formatIndianNumber } from '@/domain/format'
import { plansFor } from './plans'
import { HelpLink } from '@/components/ui/help-link'

/** Upgrade to Pro: the role's plan cards. */
export function UpgradeToPro({ role }: { role: Role }) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Upgrade to Pro
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" maxW="3xl">
        {plansFor(role).map((plan) => (
          <Card.Root key={plan.name} variant="outline" aria-label={`${plan.name} plan`}>
            <Card.Header>
              <Card.Title as="h2" fontSize="xl">
                {plan.name}
              </Card.Title>
              <Card.Description>{plan.description}</Card.Description>
            </Card.Header>
            <Card.Body gap="4">
              <Text fontSize="3xl" fontWeight="bold">
                ₹{formatIndianNumber(plan.pricePerYear)}
                <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                  {' '}
                  / year
                </Text>
              </Text>
              <List.Root gap="1" ps="4">
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <HelpLink>Questions about plans? Read Help</HelpLink>
    </Stack>
  )
}
